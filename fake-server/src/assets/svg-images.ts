import QRCode from 'qrcode';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Two letters for a logo: the capitals and digits of the name ('PesoGo' → 'PG', '7-Eleven' → '7E'),
 * else its first two letters.
 */
export function initials(name: string): string {
  const marks = name.match(/[A-Z0-9]/g) ?? [];
  return (marks.length >= 2 ? marks.slice(0, 2).join('') : name.slice(0, 2)).toUpperCase();
}

/** A logo: the initials of a name on a coloured rounded square. */
export function logoSvg(name: string, color: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<title>${escapeXml(name)}</title>`,
    `<rect width="96" height="96" rx="22" fill="${escapeXml(color)}"/>`,
    '<text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"',
    ` font-size="38" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}

/**
 * A real, scannable QR code of a payment code (the `qrcode` package), as the SVG a payment QR page
 * shows: a quiet zone of 4 modules, error correction M, drawn at 232 px with crisp module edges.
 */
export async function paymentQrSvg(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' });
  return svg.replace(
    /^<svg /,
    `<svg width="232" height="232" role="img" aria-label="Payment code ${escapeXml(payload)}" `,
  );
}
