/** The built-in contact form's field limits, shared by the form and the request schema. */
export const CONTACT_LIMITS = { name: 80, emailMax: 254, messageMin: 10, messageMax: 2000 } as const;
