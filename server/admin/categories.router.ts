import { adminCategoryCreateInput, adminCategoryUpdateInput } from '../../shared/schemas/admin.ts';
import { isUniqueViolation, writeAudit } from '../accounts/index.ts';
import { RuleError } from '../errors.ts';
import { adminProcedure, router } from '../trpc.ts';
import {
  findCategory,
  insertCategory,
  isCategorySlugTaken,
  listAllCategories,
  updateCategory,
} from './categories.ts';

// The admin categories screen (docs/product/admin.md).

const slugTaken = () =>
  new RuleError('CONFLICT', 'Já existe uma categoria com este endereço.', { field: 'slug' });

export const adminCategoriesRouter = router({
  /** Every category, inactive ones too (the public categories.list has only active ones). */
  list: adminProcedure.query(({ ctx }) => listAllCategories(ctx.db)),

  create: adminProcedure.input(adminCategoryCreateInput).mutation(async ({ ctx, input }) => {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        if (await isCategorySlugTaken(trx, input.slug)) throw slugTaken();
        const id = await insertCategory(trx, input);
        await writeAudit(trx, {
          actorId: ctx.user.id,
          ip: ctx.ip,
          action: 'category.create',
          targetType: 'category',
          targetId: String(id),
          reason: input.reason ?? null,
          details: { label: input.name, slug: input.slug, group: input.group, isActive: input.isActive },
        });
        return { id, message: 'Categoria criada.' };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }),

  update: adminProcedure.input(adminCategoryUpdateInput).mutation(async ({ ctx, input }) => {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const before = await findCategory(trx, input.id);
        if (!before) throw new RuleError('NOT_FOUND', 'Categoria não encontrada.');
        if (await isCategorySlugTaken(trx, input.slug, input.id)) throw slugTaken();
        await updateCategory(trx, input.id, input);
        const after = {
          name: input.name,
          slug: input.slug,
          description: input.description,
          group: input.group,
          sortOrder: input.sortOrder,
          isActive: input.isActive,
        };
        const previous = {
          name: before.name,
          slug: before.slug,
          description: before.description,
          group: before.group_name,
          sortOrder: before.sort_order,
          isActive: before.is_active === 1,
        };
        const changes = Object.fromEntries(
          (Object.keys(after) as Array<keyof typeof after>)
            .filter((k) => after[k] !== previous[k])
            .map((k) => [k, { de: previous[k], para: after[k] }]),
        );
        await writeAudit(trx, {
          actorId: ctx.user.id,
          ip: ctx.ip,
          action: 'category.update',
          targetType: 'category',
          targetId: String(input.id),
          reason: input.reason ?? null,
          details: { label: input.name, changes },
        });
        return { message: 'Categoria atualizada.' };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }),
});
