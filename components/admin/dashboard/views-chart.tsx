import { BarChart } from "@/components/ui/bar-chart";
import { formatDate } from "@/lib/format";
import { Panel } from "./panel";

export function ViewsChart({ series }: { series: { day: string; views: number }[] }) {
  return (
    <Panel title="Views (last 30 days)">
      <BarChart
        title="Views per day"
        unit="view"
        data={series.map((d) => ({ label: formatDate(d.day), value: d.views }))}
      />
    </Panel>
  );
}
