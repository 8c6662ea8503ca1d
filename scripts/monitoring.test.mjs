// The monitoring recipe (issue 38): the Grafana dashboard and the Prometheus alerts name only metrics the portal
// exports, the dashboard is valid JSON for Grafana's provisioning, and the alert rules pass their own tests with
// promtool (Debian's package prometheus; `.ci/run` installs it, a machine without it skips that test and says so).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../apps/api/src/lib/metrics.ts';
import { registerGauges } from '../apps/api/src/metrics-services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const promtool = spawnSync('promtool', ['--version']).status === 0;

/** Every metric a node or the worker exports, the process's own included. */
function exported() {
  const metrics = createMetrics({ defaults: true });
  registerGauges(metrics, {
    database: {
      executeSql: async () => ({ rows: [] }),
      connections: () => ({ inUse: 0, idle: 0, waiting: 0 }),
    },
    queue: true,
    liveStreams: () => 0,
  });
  const names = new Set(['up']);
  for (const metric of metrics.registry.getMetricsAsArray()) {
    names.add(metric.name);
    if (metric.type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
  }
  return names;
}

/** The metric names an expression text uses. */
const namesIn = (text) => new Set(text.match(/\b(?:vp|nodejs|process)_[a-z_]+\b/g) ?? []);

describe('the monitoring recipe', () => {
  const names = exported();

  it('names only exported metrics in the dashboard, which Grafana can load', () => {
    const dashboard = JSON.parse(read('deploy/grafana/dashboards/vendor-portal.json'));
    expect(dashboard.uid).toBe('vendor-portal');
    const expressions = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
    expect(expressions.length).toBeGreaterThan(15);
    const used = namesIn(expressions.join('\n'));
    expect([...used].filter((name) => !names.has(name))).toEqual([]);
    // Every business counter and gauge of the portal is on the dashboard.
    const ours = [...names].filter((name) => name.startsWith('vp_') && !/_(bucket|sum|count)$/.test(name));
    expect(ours.filter((name) => ![...used].some((u) => u.startsWith(name)))).toEqual([]);
  });

  it('names only exported metrics in the alert rules', () => {
    const used = namesIn(read('deploy/prometheus/alerts.yml'));
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((name) => !names.has(name))).toEqual([]);
  });

  it.skipIf(!promtool)('passes promtool’s checks and every alert rule’s own test', () => {
    const run = (...args) => execFileSync('promtool', args, { cwd: root, encoding: 'utf8' });
    expect(run('check', 'config', 'deploy/prometheus/prometheus.yml')).toContain('SUCCESS');
    expect(run('test', 'rules', 'deploy/prometheus/alerts.test.yml')).toContain('SUCCESS');
  });
});
