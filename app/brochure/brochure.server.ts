/**
 * A property's brochure as a PDF (issue 24 §3, ADR 051): what its printed page shows, laid out on
 * A4 by PDFKit, in the page's language: the agency's name, phone and address, the page's address as
 * text and as a QR code, the heading, place, reference and price as the page writes them (never an
 * address or a price the agency does not publish: the property's view already leaves them out), the
 * main photo and up to four others, the facts, the EPC label, the energy notice and the description.
 */
import type QRCode from "qrcode";
import type { PropertyView } from "~/catalogue/property-view";

/** The photos a brochure shows: the main one and up to four others. */
export const BROCHURE_PHOTOS = 5;

export type BrochureInput = {
  view: PropertyView;
  /** The property page's address. */
  pageUrl: string;
  agency: { name: string; phone: string; address: string };
  /** JPEG files of the photos, in the gallery's order (at most BROCHURE_PHOTOS). */
  photos: string[];
  /** The words a brochure writes in the page's language: its sections' titles, and the page's address with its label. */
  texts: { description: string; energy: string; page: string };
};

const NAVY = "#12355b";
const MUTED = "#50565e";
const MARGIN = 40;
const A4 = { width: 595.28, height: 841.89 };
const WIDTH = A4.width - 2 * MARGIN;

/** The EPC letters' colours, as the regions' labels print them (A+ dark green … G red). */
const EPC_COLOURS: Record<string, string> = {
  A: "#00843d",
  B: "#4cb848",
  C: "#bed630",
  D: "#fff200",
  E: "#fdb913",
  F: "#f37021",
  G: "#ed1c24",
};

/** An address as a QR code in SVG, which the printed page shows (qrcode loaded with the first one). */
export async function qrCodeSvg(address: string): Promise<string> {
  const { default: qrCodes } = await import("qrcode");
  return qrCodes.toString(address, { type: "svg", margin: 0 });
}

/** The brochure's bytes. The same input gives the same PDF (no creation date): the cache's copy and a new one agree. */
export async function brochurePdf({ view, pageUrl, agency, photos, texts }: BrochureInput): Promise<Buffer> {
  // Loaded with the first brochure rather than when the server starts: a third of a second of CPU
  // at every start, for a page few visitors ask for (ADR 053).
  const [{ default: PDFDocument }, { default: qrCodes }] = await Promise.all([import("pdfkit"), import("qrcode")]);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: view.heading, Author: agency.name, CreationDate: new Date(0), ModDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // The agency, and the page as a QR code in the top right corner.
  const qrSize = 72;
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(NAVY)
    .text(agency.name, MARGIN, MARGIN, { width: WIDTH - qrSize - 10 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${agency.phone} · ${agency.address}`, { width: WIDTH - qrSize - 10 });
  drawQrCode(doc, qrCodes.create(pageUrl, { errorCorrectionLevel: "M" }), A4.width - MARGIN - qrSize, MARGIN, qrSize);
  doc.moveDown(0.4);
  doc.fontSize(8).text(texts.page, { width: WIDTH - qrSize - 10, link: pageUrl });

  // Heading, place, reference, price.
  doc.y = Math.max(doc.y, MARGIN + qrSize) + 12;
  doc.font("Helvetica-Bold").fontSize(18).fillColor(NAVY).text(view.heading, MARGIN, doc.y, { width: WIDTH });
  doc.font("Helvetica").fontSize(11).fillColor("#1b1f24").text(view.address.full, { width: WIDTH });
  doc.fontSize(9).fillColor(MUTED).text(view.reference);
  if (view.price) doc.font("Helvetica-Bold").fontSize(14).fillColor(NAVY).text(view.price, { width: WIDTH });
  doc.moveDown(0.5);

  // The main photo across the page, then up to four in a row.
  const [main, ...others] = photos;
  if (main) {
    const top = doc.y;
    doc.image(main, MARGIN, top, { fit: [WIDTH, 260], align: "center" });
    doc.y = top + 266;
  }
  if (others.length > 0) {
    const gap = 6;
    const each = (WIDTH - gap * 3) / 4;
    const top = doc.y;
    others.slice(0, BROCHURE_PHOTOS - 1).forEach((file, index) => {
      doc.image(file, MARGIN + index * (each + gap), top, { fit: [each, each * 0.67], align: "center", valign: "center" });
    });
    doc.y = top + each * 0.67 + 10;
  }

  // Energy: the EPC label and the energy notice.
  if (view.epc) {
    heading(doc, texts.energy);
    if (view.epc.label && view.epc.labelText) {
      const letter = view.epc.labelText.replace(/[^A-G+]/g, "").charAt(0);
      const top = doc.y;
      doc.rect(MARGIN, top, 44, 20).fill(EPC_COLOURS[letter] ?? MUTED);
      doc
        .font("Helvetica-Bold")
        .fontSize(12)
        .fillColor(["C", "D", "E"].includes(letter) ? "#1b1f24" : "#ffffff");
      doc.text(view.epc.labelText, MARGIN, top + 4, { width: 44, align: "center" });
      doc
        .fillColor("#1b1f24")
        .font("Helvetica")
        .fontSize(9)
        .text(view.epc.alt, MARGIN + 54, top + 5, { width: WIDTH - 54 });
      doc.x = MARGIN;
      doc.y = top + 26;
    } else {
      doc.font("Helvetica").fontSize(9).fillColor("#1b1f24").text(view.epc.alt, MARGIN, doc.y, { width: WIDTH });
    }
    if (view.epc.renovationNotice) doc.font("Helvetica").fontSize(9).text(view.epc.renovationNotice, MARGIN, doc.y, { width: WIDTH });
  }

  // The facts, section by section, in two columns of label and value.
  for (const section of view.sections) {
    heading(doc, section.title);
    for (const field of section.fields) {
      const top = doc.y;
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor(MUTED)
        .text(field.label, MARGIN, top, { width: WIDTH * 0.4 });
      const labelBottom = doc.y;
      doc.fillColor("#1b1f24").text(field.value, MARGIN + WIDTH * 0.42, top, { width: WIDTH * 0.58 });
      doc.y = Math.max(doc.y, labelBottom);
    }
  }

  // The description.
  if (view.description.paragraphs.length > 0) {
    heading(doc, texts.description);
    for (const paragraph of view.description.paragraphs) {
      doc.font("Helvetica").fontSize(10).fillColor("#1b1f24").text(paragraph, MARGIN, doc.y, { width: WIDTH, paragraphGap: 4 });
    }
  }
  doc.end();
  return done;
}

/** A section's title, on a new page when too little room is left for it and a line. */
function heading(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > A4.height - MARGIN - 60) doc.addPage();
  doc.moveDown(0.6);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(NAVY).text(title, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.2);
}

/** The page's address as a QR code, drawn as squares (vector: sharp at any print size). */
function drawQrCode(doc: PDFKit.PDFDocument, { modules }: QRCode.QRCode, x: number, y: number, size: number) {
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill("#000000");
}
