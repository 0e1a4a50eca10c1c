import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { api } from '../support/clients.ts';
import { startTestServer } from '../support/server.ts';

// ADR 038: the alerting rules and the Grafana dashboard in docs/ops/ read only metrics the server
// exports. A renamed metric would leave an alert that never fires and a panel that stays empty.

const TOKEN = 'a-scraper-token-of-32-characters';
type TRule = {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string };
};
type TPanel = { id: number; title: string; targets: { expr: string }[] };

/** Every series name the server's /metrics answer holds (a histogram's _bucket, _sum and _count). */
async function exportedNames(): Promise<Set<string>> {
  const t = await startTestServer({ METRICS_TOKEN: TOKEN });
  try {
    const answer = await api(t.url, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    const names = new Set<string>();
    for (const [, name, type] of String(answer.body).matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      names.add(name!);
      if (type === 'histogram') for (const end of ['_bucket', '_sum', '_count']) names.add(`${name}${end}`);
    }
    return names;
  } finally {
    await t.close();
  }
}

const metricsIn = (expr: string) => [...expr.matchAll(/\bpitchside_[a-z0-9_]+/g)].map((m) => m[0]);

describe("the operator's alerting rules and dashboard", () => {
  it('name only metrics the server exports, and every alert says what it means', async () => {
    const names = await exportedNames();
    const { groups } = parse(readFileSync('docs/ops/prometheus-alerts.yml', 'utf8')) as {
      groups: { name: string; rules: TRule[] }[];
    };
    const rules = groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length, rule.alert).toBeGreaterThan(10);
      for (const metric of metricsIn(rule.expr)) expect(names, `${rule.alert}: ${metric}`).toContain(metric);
    }

    const dashboard = JSON.parse(readFileSync('docs/ops/grafana-dashboard.json', 'utf8')) as {
      panels: TPanel[];
    };
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    const used = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => metricsIn(target.expr).map((metric) => [panel.title, metric])),
    );
    expect(used.length).toBeGreaterThanOrEqual(dashboard.panels.length);
    for (const [panel, metric] of used) expect(names, `${panel}: ${metric}`).toContain(metric);
  });
});
