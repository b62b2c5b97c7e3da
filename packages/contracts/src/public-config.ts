import { z } from "zod";

/** The only server configuration the browser may see. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  supportEmail: z.email(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
