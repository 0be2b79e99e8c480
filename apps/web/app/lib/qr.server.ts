/** QR codes of the footer, drawn once per URL as inline SVG on the server. */
import QRCode from 'qrcode';

const cache = new Map<string, Promise<string>>();

export function qrSvg(url: string): Promise<string> {
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1d1b19', light: '#00000000' } });
    cache.set(url, svg);
  }
  return svg;
}
