import { useEffect, useState } from 'react';
import { Logger, MarketingGateway, type ContactUsSubject } from '@vitrine/core';
import { useServices } from './service-context';

/**
 * The contact-us config's subjects (shell-and-account.md §7 content entries), for the #contact-us
 * modal and the chat dialog: `[{ code, label }]` from the marketing gateway; a failed load is
 * logged only (§8 "contact-us config: logged only", a warning, so it starts no error report) and
 * `fallbackLabel` is offered alone as "OTHER". Null while loading.
 */
export function useContactUsSubjects(fallbackLabel: string): readonly ContactUsSubject[] | null {
  const services = useServices();
  const [subjects, setSubjects] = useState<readonly ContactUsSubject[] | null>(null);
  useEffect(() => {
    let live = true;
    void services
      .get(MarketingGateway)
      .getContactUsSubjects()
      .then((result) => {
        if (!live) return;
        if (!result.ok && services.has(Logger)) services.get(Logger).warn('Failed to load the contact-us config', { code: result.error.code });
        setSubjects(result.ok ? result.value : [{ code: 'OTHER', label: fallbackLabel }]);
      });
    return () => {
      live = false;
    };
  }, [services, fallbackLabel]);
  return subjects;
}
