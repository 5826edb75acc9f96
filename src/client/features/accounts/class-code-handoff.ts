import { rememberClassCode } from '@client/lib/session-keys';

/**
 * After registration: keeps code, class and teacher in session storage (the display page's
 * fallback) and returns /class-code-display?code=&class=&teacher=.
 */
export function classCodeDisplayUrl(values: {
  code: string;
  className: string;
  teacherName: string;
}): string {
  rememberClassCode(values);
  const params = new URLSearchParams({
    code: values.code,
    class: values.className,
    teacher: values.teacherName,
  });
  return `/class-code-display?${params}`;
}
