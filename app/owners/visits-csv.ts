/**
 * The portal's figures as CSV: one row per property (today, this week, this month, in total, then
 * one column per day of the last 30), and a last row for all of them. Semicolons and a UTF-8 byte
 * order mark, as Excel expects in Belgium (its list separator there is ";"); a cell that starts
 * like a formula is prefixed with an apostrophe, so that a spreadsheet never runs it.
 */
import type { TFunction } from "i18next";
import type { VisitFigures } from "./visits.server";

type CsvProperty = { id: number; title: string; place: string; reference: string; figures: VisitFigures };

function cell(value: string | number): string {
  const text = typeof value === "number" ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function visitsCsv(properties: CsvProperty[], total: VisitFigures | null, t: TFunction): string {
  const days = (total ?? properties[0]?.figures)?.days.map((entry) => entry.day) ?? [];
  const header = [
    t("portal.csv.property"),
    t("portal.csv.reference"),
    t("portal.csv.address"),
    t("portal.figures.today"),
    t("portal.figures.week"),
    t("portal.figures.month"),
    t("portal.figures.total"),
    ...days,
  ];
  const row = (title: string, reference: string, place: string, figures: VisitFigures) => [
    title,
    reference,
    place,
    figures.today,
    figures.week,
    figures.month,
    figures.total,
    ...figures.days.map((entry) => entry.visits),
  ];
  const rows = [header, ...properties.map((property) => row(property.title, property.reference, property.place, property.figures))];
  if (total) rows.push(row(t("portal.allProperties"), "", "", total));
  return `\uFEFF${rows.map((cells) => cells.map(cell).join(";")).join("\r\n")}\r\n`;
}
