/** The brochure's address parameter that asks for the page's QR code instead of the PDF (ADR 051). */
export const QR_PARAMETER = "qr";
