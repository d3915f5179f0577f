import { ATTRIBUTE_SINGULARS } from '@apparel/contracts';
import type { ApiRoutes } from '@apparel/ui/testing';
import { aCategory } from './fixtures';

/** The reads every product form makes: categories with their sub-categories and the seven option lists. */
export const productFormReads = (): ApiRoutes => ({
  'GET /attr/categories': {
    body: [
      aCategory(),
      aCategory({ id: 20, name: 'Sarees', subcategories: [{ id: 201, name: 'Silk' }], subcategoryCount: 1 }),
    ],
  },
  ...Object.fromEntries(
    ATTRIBUTE_SINGULARS.map((singular) => [
      `GET /attr/${singular}`,
      {
        body:
          singular === 'color'
            ? [
                { id: 1, name: 'Indigo' },
                { id: 2, name: 'Saffron' },
              ]
            : [{ id: 7, name: `Any ${singular}` }],
      },
    ]),
  ),
});
