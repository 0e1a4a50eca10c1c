import { colourName } from '../domain/kit-words.ts';
import { kitOf, refereeShirts, type TKitColour, type TKitPlan } from '../domain/kits.ts';
import { currentLocale, INTL_TAGS, t } from '../i18n/core.ts';

// ADR 073: a colour's word in the reader's language, its swatch, and a match's colours as the
// referee and the field's organiser read them.

/** Classes, not style attributes: a saved snapshot is parsed under a CSP with no inline styles. */
const SWATCH: Record<TKitColour, string> = {
  white: 'bg-white',
  grey: 'bg-gray-400',
  black: 'bg-gray-900',
  navy: 'bg-blue-950',
  blue: 'bg-blue-700',
  lightBlue: 'bg-sky-300',
  green: 'bg-green-700',
  yellow: 'bg-yellow-400',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
  maroon: 'bg-red-900',
  pink: 'bg-pink-400',
  purple: 'bg-purple-700',
};

/** The word as a list offers it: "Light blue". */
export const colourLabel = (colour: TKitColour) => {
  const word = colourName(colour);
  return word.charAt(0).toLocaleUpperCase(INTL_TAGS[currentLocale()]) + word.slice(1);
};

/** "black or yellow", "negro o amarillo", "noir ou jaune". */
export const coloursOr = (colours: readonly TKitColour[]) =>
  new Intl.ListFormat(INTL_TAGS[currentLocale()], { type: 'disjunction' }).format(colours.map(colourName));

/** A dot of the shirt's colour beside its word (the word says it; the dot is for the eye). */
export function Swatch({ colour }: { colour: TKitColour }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-3 shrink-0 rounded-full border border-stone-400 align-middle ${SWATCH[colour]}`}
    />
  );
}

/** A colour with its dot: "● blue". */
export function Colour({ colour }: { colour: TKitColour }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Swatch colour={colour} />
      {colourName(colour)}
    </span>
  );
}

/** What a team wears in a match: its colour, "(second shirts)" or bibs. */
function Worn({ colour, isSecond }: { colour: TKitColour | null; isSecond: boolean }) {
  if (!colour) return <>{t('app.kit.bibs')}</>;
  return (
    <>
      <Colour colour={colour} />
      {isSecond && <> {t('app.kit.secondShirts')}</>}
    </>
  );
}

/**
 * A match's colours for the referee and the day sheet: "Colours: ● blue v ● white (second shirts)
 * · Referee: black or yellow". Nothing until both teams have said theirs.
 */
export function MatchKits({ plan, className = '' }: { plan: TKitPlan | null; className?: string }) {
  if (!plan) return null;
  const shirts = refereeShirts(plan);
  return (
    <p className={`text-sm ${className}`} data-testid="match-kits">
      {t('app.kit.colours')} <Worn colour={plan.home} isSecond={false} /> {t('app.kit.versus')}{' '}
      <Worn colour={plan.away} isSecond={plan.awayWears === 'second'} />
      {' · '}
      {shirts.length > 0
        ? t('app.kit.refereeShirt', { colours: coloursOr(shirts) })
        : t('app.kit.refereeShirtNone')}
    </p>
  );
}

/** A team's colours on its public page: "Plays in ● blue · second shirts ● white". */
export function TeamColours({ kit }: { kit: unknown }) {
  const colours = kitOf(kit);
  if (!colours) return null;
  return (
    <p className="text-sm text-stone-600" data-testid="team-colours">
      {t('app.kit.playsIn')} <Colour colour={colours.shirt} />
      {colours.second && (
        <>
          {' · '}
          {t('app.kit.secondSet')} <Colour colour={colours.second} />
        </>
      )}
    </p>
  );
}

/** A line about what a team wears, its colour's dot first; amber when the shirts clash. */
export function KitNote(props: {
  colour: TKitColour | null;
  text: string;
  isClash: boolean;
  className?: string;
}) {
  const { colour, text, isClash, className = '' } = props;
  return (
    <p
      className={`flex items-start gap-1.5 text-sm ${isClash ? 'font-medium text-amber-900' : 'text-stone-700'} ${className}`}
    >
      {colour && (
        <span className="mt-1">
          <Swatch colour={colour} />
        </span>
      )}
      <span>{text}</span>
    </p>
  );
}
