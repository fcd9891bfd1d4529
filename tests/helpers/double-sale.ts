import { expect } from 'vitest';
import type { DoubleSaleReport } from '../../scripts/lib/double-sale.ts';

/** 100 buyers raced for 10 books: one order per book, everyone else a clear pt-BR 409. */
export function expectTenSalesOfTen(report: DoubleSaleReport): void {
  expect(report.ordersInDb).toBe(10);
  expect(report.ordersAnswered).toBe(10);
  expect(report.booksSold).toBe(10);
  expect(report.booksSoldTwice).toBe(0);
  expect(report.statuses).toEqual({ 200: 10, 409: 90 });
  expect(report.unclearRefusals).toEqual([]);
}
