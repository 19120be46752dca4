import "server-only";
import QRCode from "qrcode";

// QR codes made on the server (a bio page's address, an authenticator app's setup link). Medium error
// correction survives a printed code being a little scuffed; the margin is the quiet zone scanners need.
const OPTIONS = { errorCorrectionLevel: "M" as const, margin: 2 };

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: "svg" });
}

export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: "png", width: 1024 });
}
