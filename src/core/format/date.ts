import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('pt-br');

export function formatDate(value: string | number | Date): string {
  return dayjs(value).format('DD/MM/YYYY');
}

export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format('DD/MM/YYYY - HH:mm');
}

export function formatRelative(value: string | number | Date): string {
  return dayjs(value).fromNow();
}

export { dayjs };
