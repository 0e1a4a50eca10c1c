// The server's and the tests' side of the catalogues: every language loaded at once and compiled
// as it is first used (the phone gets them precompiled, ADR 019). English stays active; a text for
// someone else is made with tIn().
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { AREAS, i18n, INTL_TAGS, LOCALES } from './core.ts';

export async function loadAllCatalogues(): Promise<void> {
  i18n.setMessagesCompiler(compileMessage);
  for (const locale of LOCALES) {
    for (const area of AREAS) {
      const module = (await import(`./catalogues/${locale}/${area}.ts`)) as { default: Record<string, string> };
      i18n.load(locale, module.default);
    }
  }
  i18n.activate('en', [INTL_TAGS.en]);
}
