import type { Plan } from '../catalogue';

const visits = new Intl.NumberFormat('pt-BR');

/** RAM labels from 512 MB to 32 GB (part 1 §9). */
export function ramLabel(ram: number): string {
  return ram < 1024 ? `${ram} MB` : `${ram / 1024} GB`;
}

/** What the slider measures: RAM for PHP and n8n, monthly visits for WordPress. */
export function sliderLabel(plan: Plan): string {
  return plan.visits !== undefined ? `${visits.format(plan.visits)} visitas` : ramLabel(plan.ram);
}
