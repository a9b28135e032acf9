import { createAnatomy } from '@ark-ui/react/anatomy';

// The part names of the two slot recipes the first page's theme holds (`src/app/system.ts`):
// Chakra's recipe modules read them from its `anatomy.js`, one module that also builds the
// anatomy of every other component at load (about 1.4 KB gzip of Ark and Zag anatomies the
// first page never uses). The `first-page-anatomy` plugin in `vite.config.ts` points those two recipes
// here; `tests/app/first-page-anatomy.test.ts` holds them equal to Chakra's.
export const cardAnatomy = createAnatomy('card').parts('root', 'header', 'body', 'footer', 'title', 'description');

export const breadcrumbAnatomy = createAnatomy('breadcrumb').parts(
  'link',
  'currentLink',
  'item',
  'list',
  'root',
  'ellipsis',
  'separator',
);
