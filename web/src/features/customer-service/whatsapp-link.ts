/** The Philippines' country code: a local mobile number '0917…' is '63917…' to WhatsApp. */
const PH_COUNTRY_CODE = '63';

/**
 * The WhatsApp chat link of a telephone value as the server writes it ('0917 777 8448',
 * '+63 917 777 8448'): wa.me takes the international number in digits only.
 * @example whatsAppLink('0917 777 8448') // 'https://wa.me/639177778448'
 */
export function whatsAppLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = digits.startsWith('0') ? `${PH_COUNTRY_CODE}${digits.slice(1)}` : digits;
  return `https://wa.me/${international}`;
}
