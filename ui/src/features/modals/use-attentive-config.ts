import { useEffect, useState } from 'react';
import { Logger, renderMarkdown, ShellContentGateway, type AttentiveConfig } from '@vitrine/core';
import { sanitizeContentHtml } from '../../components/sanitized-html';
import { useServices } from '../../shared/service-context';

/** The attentive config as the SMS sign-up modal uses it: the entry and its legal text as sanitised HTML (null: show it as text). */
export interface AttentiveSettings {
  readonly config: AttentiveConfig;
  /** The legal text's markdown as HTML sanitised with DOMPurify; null when it could not be parsed (render `config.legalText` as text). */
  readonly legalHtml: string | null;
}

/**
 * The SMS sign-up provider's attentive config (shell-and-account.md §7; decision 0414) for the
 * #sms-sign-up modal, from ShellContentGateway, its legal text rendered from markdown (the markdown
 * renderer loaded on demand, core's renderMarkdown) and sanitised. `undefined` while loading; null
 * when the site has none or the load failed — logged only (§8 "attentive config: logged only", a
 * warning, so it starts no error report) or no ShellContentGateway is bound — and the modal keeps
 * its built-in behaviour.
 */
export function useAttentiveConfig(): AttentiveSettings | null | undefined {
  const services = useServices();
  const [settings, setSettings] = useState<AttentiveSettings | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const logger = services.has(Logger) ? services.get(Logger) : undefined;
    const load = async (): Promise<AttentiveSettings | null> => {
      // A back end without the content API binds no ShellContentGateway: the modal as built.
      if (!services.has(ShellContentGateway)) return null;
      const config = await services.get(ShellContentGateway).getAttentiveConfig();
      if (!config) return null;
      if (config.legalText.trim() === '') return { config, legalHtml: null };
      const { MarkedMarkdownRenderer } = await import('@vitrine/adapters/markdown');
      const rendered = renderMarkdown(new MarkedMarkdownRenderer(), config.legalText, logger);
      return { config, legalHtml: rendered.raw ? null : sanitizeContentHtml(rendered.html) };
    };
    load().then(
      (loaded) => live && setSettings(loaded),
      (error: unknown) => {
        logger?.warn('Failed to load the attentive config', { error: String(error) });
        if (live) setSettings(null);
      },
    );
    return () => {
      live = false;
    };
  }, [services]);
  return settings;
}
