import QRCode from 'qrcode';
import { escapeHtml } from './html';

/**
 * The UPI QR code as inline SVG markup, made on the server with `qrcode` (MIT): an image with an
 * accessible name, carrying the encoded link in `data-upi-link` so a test (or a support agent) can read
 * what the squares say. Error correction M, as printed UPI QR codes use: a phone camera reads it off a
 * laptop screen at 200 px.
 */
export async function upiQrSvg(link: string, label: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  if (!svg.startsWith('<svg ')) throw new Error('qrcode did not answer an <svg> element');
  const attributes = `role="img" aria-label="${escapeHtml(label)}" data-upi-link="${escapeHtml(link)}" width="200" height="200" focusable="false"`;
  return `<svg ${attributes} ${svg.slice('<svg '.length).trim()}`;
}
