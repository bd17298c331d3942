// Revenue per day as a bar chart (recharts), loaded only in the browser and only on the dashboard: the same
// numbers are on the page as a table, so the chart itself is one image to assistive technology.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPrice } from "../../../domain/money";

export interface ChartDay {
  /** "25 nov" */
  label: string;
  revenueCents: number;
}

export default function RevenueChart({ days }: { days: ChartDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
        <YAxis
          tick={{ fontSize: 12 }}
          width={72}
          tickFormatter={(cents: number) => `€ ${Math.round(cents / 100).toLocaleString("nl-NL")}`}
        />
        <Tooltip
          formatter={(cents) => [formatPrice(Number(cents)), "Omzet incl. btw"]}
          labelStyle={{ fontWeight: 600 }}
        />
        <Bar dataKey="revenueCents" name="Omzet incl. btw" fill="#2f6b4f" radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
