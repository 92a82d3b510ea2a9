import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import type { Permissions } from '../../core/access/rules';

/** Sharing a hosting with another customer: what the owner grants and how the API lists it. */

const permissionFields = {
  hasWebsite: z.boolean().default(false),
  hasDomain: z.boolean().default(false),
  hasEmail: z.boolean().default(false),
};
const atLeastOne = (p: Permissions) => p.hasWebsite || p.hasDomain || p.hasEmail;
const NO_PERMISSION = 'Escolha pelo menos uma permissão.';

export const permissionsSchema = z.object(permissionFields).refine(atLeastOne, { path: ['permissions'], message: NO_PERMISSION });

export const shareSchema = z
  .object({ email: z.string().trim().toLowerCase().min(1, 'Informe o e-mail do convidado.').max(MAX_LENGTH.email).email('Informe um e-mail válido.'), ...permissionFields })
  .refine(atLeastOne, { path: ['permissions'], message: NO_PERMISSION });
export type ShareBody = z.input<typeof shareSchema>;

export interface Guest extends Permissions {
  id: number;
  name: string;
  email: string;
}

export interface SharedHosting {
  domain: string;
  guests: Guest[];
}

export interface HostingSharedWithMe {
  domain: string;
  ownerName: string;
  permissions: Permissions;
}

export interface AccessOverview {
  owned: SharedHosting[];
  sharedWithMe: HostingSharedWithMe[];
}

export const SHARING_TEXTS = {
  unknownCustomer: 'Não encontramos um cliente com este e-mail. Peça que ele crie uma conta e tente novamente.',
  self: 'Você já é o dono desta hospedagem.',
  alreadyShared: 'Esta hospedagem já está compartilhada com este e-mail.',
  guestNotFound: 'Convidado não encontrado.',
} as const;
