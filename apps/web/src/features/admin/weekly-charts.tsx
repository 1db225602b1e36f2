import type { AdminResumo } from '@app/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { weekLabel } from './display';

type Semana = AdminResumo['semanas'][number];
type Serie = Exclude<keyof Semana, 'inicio'>;

const SERIES: { key: Serie; title: string; color: string }[] = [
  { key: 'candidatos', title: 'Novos candidatos', color: '#1e3a8a' },
  { key: 'clinicas', title: 'Novas clínicas', color: '#0f766e' },
  { key: 'vagas', title: 'Vagas publicadas', color: '#b45309' },
  { key: 'candidaturas', title: 'Candidaturas', color: '#7c3aed' },
  { key: 'contatos', title: 'Solicitações de proposta', color: '#be123c' },
];

/** One bar chart per weekly series: full width and stacked on a phone, two per row from 1024 px. */
export default function WeeklyCharts({ semanas }: { semanas: Semana[] }) {
  const data = semanas.map((s) => ({ ...s, semana: weekLabel(s.inicio) }));
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {SERIES.map((serie) => {
        const total = semanas.reduce((sum, s) => sum + s[serie.key], 0);
        return (
          <figure
            key={serie.key}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy/10"
            data-testid={`grafico-${serie.key}`}
          >
            <figcaption className="mb-2 flex items-baseline justify-between gap-2">
              <span className="font-semibold text-navy">{serie.title}</span>
              <span className="text-sm text-slate-600">{total} em 12 semanas</span>
            </figcaption>
            <div className="h-52 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="semana" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
                  <Tooltip
                    formatter={(value) => [value, serie.title]}
                    labelFormatter={(label) => `Semana de ${label}`}
                  />
                  <Bar
                    dataKey={serie.key}
                    fill={serie.color}
                    radius={[4, 4, 0, 0]}
                    isAnimationActive={false}
                  />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </figure>
        );
      })}
    </div>
  );
}
