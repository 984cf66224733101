import type { CSSProperties } from 'react';
import '../theme.css';
import './skeleton.css';

/**
 * What the screen on its way looks like: `detail` an amount hero, a product and rows (order,
 * repayment, confirmation); `list` a title and a few cards (complaints, contacts); `form` a title,
 * fields and a button (bind bank, complaint).
 */
export type SkeletonShape = 'detail' | 'list' | 'form';

export interface ScreenSkeletonProps {
  /** What is loading, said to screen readers only, e.g. 'Loading order'. */
  readonly label: string;
  readonly shape?: SkeletonShape;
}

/**
 * The loading state of a data screen: grey blocks in the screen's own layout (the yellow band,
 * white cards), shimmering unless the reader asked for reduced motion. It shows from the first
 * frame and goes the moment the data is there: no minimum time.
 * @example if (query.isPending) return <ScreenSkeleton label="Loading order" />;
 */
export function ScreenSkeleton({ label, shape = 'detail' }: ScreenSkeletonProps) {
  return (
    <div className="ui-skeleton" role="status" aria-busy="true" data-shape={shape}>
      <span className="ui-skeleton__label">{label}</span>
      <div aria-hidden="true">
        {shape === 'detail' && <DetailBlocks />}
        {shape === 'list' && <ListBlocks />}
        {shape === 'form' && <FormBlocks />}
      </div>
    </div>
  );
}

/** One grey block: `width` as a share of its line, `height` in px. */
function Bar({ width, height = 12, round = false }: { width: string; height?: number; round?: boolean }) {
  const style: CSSProperties = { width, height };
  return (
    <span className={round ? 'ui-skeleton__bar ui-skeleton__bar--round' : 'ui-skeleton__bar'} style={style} />
  );
}

const ROW_WIDTHS = [
  ['34%', '26%'],
  ['28%', '20%'],
  ['38%', '30%'],
  ['30%', '22%'],
] as const;

function DetailBlocks() {
  return (
    <>
      <div className="ui-skeleton__card ui-skeleton__card--hero">
        <Bar width="36%" />
        <Bar width="58%" height={32} />
        <Bar width="46%" />
      </div>
      <div className="ui-skeleton__card ui-skeleton__product">
        <Bar width="40px" height={40} />
        <Bar width="42%" height={16} />
      </div>
      <div className="ui-skeleton__card">
        {ROW_WIDTHS.map(([label, value]) => (
          <div className="ui-skeleton__row" key={label + value}>
            <Bar width={label} />
            <Bar width={value} />
          </div>
        ))}
      </div>
    </>
  );
}

function ListBlocks() {
  return (
    <>
      <div className="ui-skeleton__card ui-skeleton__card--title">
        <Bar width="52%" height={18} />
        <Bar width="80%" />
      </div>
      {['64%', '52%', '58%'].map((width) => (
        <div className="ui-skeleton__card ui-skeleton__product" key={width}>
          <Bar width="40px" height={40} round />
          <div className="ui-skeleton__lines">
            <Bar width={width} height={14} />
            <Bar width="40%" />
          </div>
        </div>
      ))}
    </>
  );
}

function FormBlocks() {
  return (
    <>
      <div className="ui-skeleton__card ui-skeleton__card--title">
        <Bar width="48%" height={18} />
        <Bar width="76%" />
      </div>
      <div className="ui-skeleton__card">
        {['30%', '38%', '26%'].map((width) => (
          <div className="ui-skeleton__field" key={width}>
            <Bar width={width} />
            <Bar width="100%" height={44} />
          </div>
        ))}
        <Bar width="100%" height={48} round />
      </div>
    </>
  );
}
