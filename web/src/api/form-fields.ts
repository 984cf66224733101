/**
 * Form-encodes every field of a body, in order, leaving out undefined and null. The shared
 * clients use it for plain-object POST bodies, and orval for the bodies whose fields the server
 * defines at run time (the bind-bank form): orval's own encoder appends only the declared fields.
 * @example formFields({ product_id: 'P1001', cardType: 1, walletNo: '09171234567' }).toString() // 'product_id=P1001&cardType=1&walletNo=09171234567'
 */
export function formFields(body: object): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}
