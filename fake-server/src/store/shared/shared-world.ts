import type { Faker } from '@faker-js/faker';
import * as z from 'zod';
import { COMPANY } from '../../../../content/legal/company.ts';
import { ChannelSchema, seedChannels } from './channels.ts';
import { OrderSchema, seedOrders } from './orders.ts';
import { ProductSchema, seedProducts } from './products.ts';
import { Count, text } from './stored-values.ts';

/** Products, orders and repayment channels: the data several API groups read and change. */
export const SharedWorldSchema = z.object({
  products: z.array(ProductSchema),
  orders: z.array(OrderSchema),
  channels: z.array(ChannelSchema),
  /** Number of the next order a loan push creates (ORD1001, ORD1002, …). */
  nextOrderNumber: Count,
  /** The company's hotline and WhatsApp (content/legal/company.ts), as contact-kf-info answers it. */
  servicePhone: text(50),
});
export type SharedWorld = z.infer<typeof SharedWorldSchema>;

export function seedSharedWorld(faker: Faker, refDate: Date): SharedWorld {
  const products = seedProducts(faker);
  return {
    products,
    orders: seedOrders(faker, products, refDate),
    channels: seedChannels(),
    nextOrderNumber: 1001,
    servicePhone: COMPANY.phone,
  };
}
