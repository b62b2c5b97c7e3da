export * from "./accounts.ts";
export * from "./contact-messages.ts";
export * from "./faq.ts";
export * from "./legal-documents.ts";
export * from "./mail-outbox.ts";
export * from "./residential-packages.ts";
export * from "./static-inventory.ts";
