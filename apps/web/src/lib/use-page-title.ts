import { useEffect } from 'react';

/** "Settings · ErgoAssess" in the browser tab, following the language. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ErgoAssess` : 'ErgoAssess';
  }, [title]);
}
