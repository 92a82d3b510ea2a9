import { describe, expect, it } from 'vitest';
import { shapeList } from './dataProvider';

const rows = [
  { id: 'b.com.br', plan: 'Nuvem Pro', status: 'active' },
  { id: 'a.com.br', plan: 'Nuvem Start', status: 'paused' },
  { id: 'c.com.br', plan: 'Nuvem Pro', status: 'active' },
];

describe('lists shaped on the client', () => {
  it('filters by text and by field, sorts and pages', () => {
    expect(shapeList(rows, { filter: { q: 'start' } }).data.map((r) => r.id)).toEqual(['a.com.br']);
    expect(shapeList(rows, { filter: { status: 'active' } }).total).toBe(2);
    const sorted = shapeList(rows, { sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 2 }, filter: {} });
    expect(sorted).toEqual({ data: [rows[2], rows[0]], total: 3 });
  });
});
