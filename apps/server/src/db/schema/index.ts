export * from "./contact-messages.ts";
export * from "./faq.ts";
export * from "./legal-documents.ts";
export * from "./residential-packages.ts";
