import * as z from 'zod';
import { Colour, Id, Link, text } from './stored-values.ts';

export const ChannelSchema = z.object({
  channelNumber: Id,
  name: text(100),
  logo: Link,
  color: Colour,
  /**
   * 1 = the app's pay page shows a copyable code, 2 = a QR code (spec: repayment code page),
   * 3 = the channel pays on its own web page (an http pay URL the app opens in the page).
   */
  payType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type Channel = z.infer<typeof ChannelSchema>;

/** The repayment channels; the first is the default (spec §9: default channel 90006). */
export function seedChannels(): Channel[] {
  const channel = (
    channelNumber: string,
    name: string,
    color: string,
    payType: Channel['payType'],
  ): Channel => ({
    channelNumber,
    name,
    logo: `/__fake/assets/ch-${channelNumber}.svg`,
    color,
    payType,
  });
  return [
    channel('90006', 'GCash', '#0070E0', 1),
    channel('90007', 'Maya', '#00A86B', 1),
    channel('90008', '7-Eleven', '#F47B20', 1),
    channel('90009', 'QR Ph', '#1B1F5E', 2),
    channel('90010', 'InstaPay QR', '#C8102E', 2),
    channel('90011', 'Online Banking', '#5B2C83', 3),
  ];
}
