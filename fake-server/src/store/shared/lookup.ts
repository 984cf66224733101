import type { WorldState } from '../world.ts';
import type { Channel } from './channels.ts';
import type { Order } from './orders.ts';
import type { Product } from './products.ts';

export function findOrder(state: WorldState, orderId: string): Order | undefined {
  return state.shared.orders.find((order) => order.orderId === orderId);
}

export function findProduct(state: WorldState, productId: string): Product | undefined {
  return state.shared.products.find((product) => product.productId === productId);
}

export function findChannel(state: WorldState, channelNumber: string): Channel | undefined {
  return state.shared.channels.find((channel) => channel.channelNumber === channelNumber);
}

/** The message of an unknown order, pointing at the list QA can read. */
export function unknownOrderMessage(orderId: string): string {
  return `No order ${orderId} in this sandbox. GET /__fake/orders lists the orders.`;
}

export function unknownProductMessage(productId: string): string {
  return `No product ${productId}. The products are P1001 to P1006.`;
}
