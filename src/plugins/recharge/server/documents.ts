import { formatLine } from '@server/sandbox/gateway/boleto';
import type { InvoicesTable } from './invoices';

/** The printable documents of a recharge: the boleto and the sandbox service invoice (NFS-e). */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (cents: number) => `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const date = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const dueDate = (ymd: string) => ymd.split('-').reverse().join('/');

const page = (title: string, body: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#222}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:.4rem;text-align:left}.line{font-family:monospace;font-size:1.1rem;word-break:break-all}.note{color:#666;font-size:.9rem}</style>
</head><body>${body}</body></html>`;

export const MERCHANT = { name: 'Painel Hospedagem Ltda.', cnpj: '11.222.333/0001-81', city: 'São Paulo/SP' };

export function boletoDocument(invoice: InvoicesTable, payer: { name: string; email: string }): string {
  const line = invoice.boleto_line ?? '';
  return page(
    'Boleto',
    `<h1>Boleto bancário</h1>
<p class="note">Ambiente de testes: este boleto não é cobrável em nenhum banco.</p>
<table>
<tr><th>Beneficiário</th><td>${escape(MERCHANT.name)} — CNPJ ${MERCHANT.cnpj}</td></tr>
<tr><th>Pagador</th><td>${escape(payer.name)} (${escape(payer.email)})</td></tr>
<tr><th>Descrição</th><td>${escape(invoice.description)}</td></tr>
<tr><th>Vencimento</th><td>${invoice.boleto_due ? dueDate(invoice.boleto_due) : ''}</td></tr>
<tr><th>Valor</th><td>${money(invoice.amount_cents)}</td></tr>
<tr><th>Linha digitável</th><td class="line" data-testid="boleto-line">${formatLine(line)}</td></tr>
<tr><th>Código de barras</th><td class="line">${escape(invoice.boleto_barcode ?? '')}</td></tr>
</table>
<p class="note">O pagamento é compensado em 1 a 3 dias úteis.</p>`,
  );
}

/** A sandbox NFS-e: the service invoice a city hall would issue for a paid recharge. */
export function nfseDocument(invoice: InvoicesTable, customer: { name: string; email: string }): string {
  const number = parseInt(invoice.id.replace(/-/g, '').slice(0, 8), 16) % 1_000_000;
  return page(
    `NFS-e ${number}`,
    `<h1>Nota Fiscal de Serviços Eletrônica (NFS-e)</h1>
<p class="note">Documento do ambiente de testes, sem valor fiscal.</p>
<table>
<tr><th>Número</th><td>${number}</td></tr>
<tr><th>Emissão</th><td>${invoice.paid_at ? date(invoice.paid_at) : ''}</td></tr>
<tr><th>Prestador</th><td>${escape(MERCHANT.name)} — CNPJ ${MERCHANT.cnpj} — ${escape(MERCHANT.city)}</td></tr>
<tr><th>Tomador</th><td>${escape(customer.name)} (${escape(customer.email)})</td></tr>
<tr><th>Serviço</th><td>Hospedagem de sites — ${escape(invoice.description)}</td></tr>
<tr><th>Valor do serviço</th><td>${money(invoice.amount_cents)}</td></tr>
</table>`,
  );
}
