export const SERVICE_STATES = ['operational', 'degraded'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** One part of the provider's service and how it is doing now. */
export interface ServiceComponent {
  id: 'api' | 'database' | 'jobs' | 'storage';
  state: ServiceState;
}

export interface ServiceStatus {
  components: ServiceComponent[];
  checkedAt: string;
}

export const SERVICE_STATUS_PATH = '/service-status';
