import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { productCardSchema } from './product-card.ts';
import { showroomField } from './request-fields.ts';

/** Products shown under each brand on /our-brands and the home page's brand partners carousel. */
export const BRAND_SAMPLE_SIZE = 4;

/** `GET /api/brands?showroom=` query: the showroom only changes the shown prices. */
export const brandsQuerySchema = z.object({ showroom: showroomField() });

export const brandPartnerSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  logo: z.nullable(z.string()),
  product_count: z.int(),
  products: z.array(productCardSchema),
});
export type BrandPartner = z.infer<typeof brandPartnerSchema>;

export const brandsResponseSchema = envelopeSchema(z.object({ data: z.array(brandPartnerSchema) }));
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;
