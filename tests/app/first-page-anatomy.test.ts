// The first page's theme builds the card and breadcrumb recipes on these part names instead of
// Chakra's anatomy module (vite.config.ts, `first-page-anatomy`): they must stay Chakra's, or a
// card or a breadcrumb would lose the styles of a part after a Chakra upgrade.
import { describe, expect, it } from 'vitest';
import { breadcrumbAnatomy as chakraBreadcrumb, cardAnatomy as chakraCard } from '@chakra-ui/react/anatomy';
import { breadcrumbAnatomy, cardAnatomy } from '@/app/first-page-anatomy';

describe('the first page anatomy', () => {
  it.each([
    ['card', cardAnatomy, chakraCard],
    ['breadcrumb', breadcrumbAnatomy, chakraBreadcrumb],
  ] as const)("%s has Chakra's parts, in Chakra's order, under Chakra's scope", (_name, ours, chakra) => {
    expect(ours.keys()).toEqual(chakra.keys());
    expect(ours.build()).toEqual(chakra.build());
  });
});
