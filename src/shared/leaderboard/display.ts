// How leaderboards name places and students (pure; the client shows these).

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 4 → '4th', 11 → '11th', 22 → '22nd'. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** The accessible name of a place: '1st place'. */
export const placeLabel = (rank: number) => `${ordinal(rank)} place`;

/**
 * A student as the class projector names them (docs/decisions/0049-projector-privacy.md): the
 * nickname when there is one, otherwise the first name and the last name's initial ('Maya R.').
 * Never the full name: the projector is seen by the whole room and by anyone passing by. The
 * server names them so: GET /api/projector sends only this name.
 */
export function projectorName(student: { firstName: string; lastName: string; nickname: string | null }) {
  const nickname = student.nickname?.trim();
  if (nickname) return nickname;
  const first = student.firstName.trim();
  const initial = [...student.lastName.trim()][0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
