import type { CreditNoticeKind } from './creditNotices';

/** R$ with comma decimals (part 1 §9), as the recharge plugin's mails write it. */
const money = (cents: number) => `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The panel's address for links in e-mails: PANEL_URL, else the first of PANEL_HOSTS over HTTPS, else where this server listens. */
export function panelAddress(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PANEL_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const host = (env.PANEL_HOSTS ?? '').split(',').map((name) => name.trim()).find(Boolean);
  if (host) return `https://${host}`;
  const listening = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${listening}:${env.PORT ?? 3000}`;
}

export interface CreditNoticeFacts {
  name: string;
  /** The hostings it is about, comma separated. */
  domains: string;
  balanceCents: number;
  dailyCents: number;
  days: number | null;
  emergencyAllowed: boolean;
  panel: string;
}

const lasting = (days: number | null) => {
  if (days === null || days < 1) return 'menos de 1 dia';
  return days === 1 ? 'cerca de 1 dia' : `cerca de ${days} dias`;
};

/** The e-mail of each credit notice, in the customer's words (pt-BR), with the way to recharge. */
export function creditNoticeMail(kind: CreditNoticeKind, facts: CreditNoticeFacts): { subject: string; text: string } {
  const recharge = `${facts.panel}/payment/manual-recharge`;
  if (kind === 'lowCredit') {
    return {
      subject: 'Seus créditos estão acabando',
      text: [
        `Olá, ${facts.name}! Seu saldo de ${money(facts.balanceCents)} dura ${lasting(facts.days)} no consumo atual das suas hospedagens (${money(facts.dailyCents)} por dia).`,
        'Quando o saldo não cobrir a próxima hora de uso, todas as suas hospedagens serão suspensas e os sites sairão do ar.',
        `Recarregue agora: ${recharge}`,
        `Com a recarga automática, seus créditos são renovados antes de acabar: ${facts.panel}/payment/recharge`,
      ].join('\n\n'),
    };
  }
  if (kind === 'suspended') {
    return {
      subject: 'Suas hospedagens foram suspensas por falta de créditos',
      text: [
        `Olá, ${facts.name}! Seu saldo não cobre mais a próxima hora de uso e, por isso, suspendemos suas hospedagens: ${facts.domains}.`,
        'Enquanto estiverem suspensas, os visitantes verão uma página de aviso no lugar dos sites. Nada é cobrado durante a suspensão, e seus arquivos, bancos de dados e e-mails continuam guardados.',
        `Recarregue para reativá-las na hora: ${recharge}`,
        ...(facts.emergencyAllowed ? [`Precisa de mais tempo? O crédito emergencial mantém seus serviços no ar por até 3 dias, sem custo adicional: ${facts.panel}/payment/emergency`] : []),
      ].join('\n\n'),
    };
  }
  return {
    subject: 'Suas hospedagens foram reativadas',
    text: [
      `Olá, ${facts.name}! Recebemos sua recarga e reativamos suas hospedagens: ${facts.domains}. Os sites já voltaram ao ar.`,
      `Seu saldo agora é de ${money(facts.balanceCents)}. Acompanhe seu consumo: ${facts.panel}/payment/billing`,
    ].join('\n\n'),
  };
}
