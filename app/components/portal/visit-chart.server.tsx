/**
 * The owner portal's graph of the last 30 days, drawn with nivo's Line on the server (GUIDE §1:
 * a fixed size, since ResponsiveLine renders an empty div there) and sent as SVG markup: it shows
 * without JavaScript, and nivo stays out of the browser's bundle. A viewBox lets CSS scale it
 * down to a phone's width. The data table beside it is its accessible alternative; the SVG itself
 * is one image with a label.
 */
import { Line } from "@nivo/line";
import { renderToStaticMarkup } from "react-dom/server";

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 24, bottom: 48, left: 48 };

export type ChartDay = { day: string; visits: number };

export function renderVisitChart(days: ChartDay[], { label, dayLabel }: { label: string; dayLabel: (day: string) => string }): string {
  const max = Math.max(4, ...days.map((entry) => entry.visits));
  const markup = renderToStaticMarkup(
    <Line
      width={WIDTH}
      height={HEIGHT}
      margin={MARGIN}
      data={[{ id: "visits", data: days.map((entry) => ({ x: entry.day, y: entry.visits })) }]}
      xScale={{ type: "point" }}
      yScale={{ type: "linear", min: 0, max }}
      axisBottom={{
        tickRotation: -45,
        format: (value) => dayLabel(String(value)),
        // Every fifth day, ending today: labels that fit at any width.
        tickValues: days.filter((_, i) => (days.length - 1 - i) % 5 === 0).map((entry) => entry.day),
      }}
      axisLeft={{ tickValues: Math.min(max, 5), format: (value) => (Number.isInteger(Number(value)) ? String(value) : "") }}
      colors={["#1f5f8b"]}
      lineWidth={2}
      pointSize={5}
      enableGridX={false}
      isInteractive={false}
      animate={false}
      role="img"
      ariaLabel={label}
      theme={{ text: { fontSize: 12, fill: "#333" }, grid: { line: { stroke: "#ddd" } } }}
    />,
  );
  return markup.replace(/<svg\b/, `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}"`);
}
