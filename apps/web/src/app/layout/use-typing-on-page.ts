import { useEffect, useState } from 'react';

/** Whether an element that opens the on-screen keyboard (a text field, a select, an editor) has the focus. */
function opensKeyboard(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
    element.type,
  );
}

/** True while the person types in a field of the page (on a phone: while the keyboard is open). */
export function useTypingOnPage(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = () => setTyping(opensKeyboard(document.activeElement));
    // On focusout the next element has not received the focus yet: look once the event is over.
    const updateLater = () => setTimeout(update, 0);
    // A server-rendered page takes focus before it hydrates (a quick tap on /vagas's search box):
    // the focusin of that moment was missed, so look at where the focus is now.
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', updateLater);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', updateLater);
    };
  }, []);
  return typing;
}
