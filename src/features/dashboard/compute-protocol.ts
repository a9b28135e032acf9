import type { Metric } from '@/lib/formula';
import type { LogRow, MetricComputation } from '@/lib/metrics';

export interface ComputeRequest {
  readonly id: number;
  readonly metrics: readonly Partial<Metric>[];
  readonly rows: readonly LogRow[];
  readonly now: number;
}

export type ComputeResponse =
  | { readonly id: number; readonly results: MetricComputation[]; readonly error?: undefined }
  | { readonly id: number; readonly error: string; readonly results?: undefined };
