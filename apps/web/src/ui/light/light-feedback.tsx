import { type CSSProperties, type ReactNode, useId } from 'react';
import { Icon } from './light-icons';
import './light.css';

// What the guest pages show besides forms, drawn like antd's Alert (with its icon), Result,
// Skeleton, Spin (large) and Segmented (small).

type Status = 'success' | 'info' | 'warning' | 'error';

export function Alert({ type, title, style }: { type: Status; title: ReactNode; style?: CSSProperties }) {
  return (
    <div role="alert" className={`lk-alert lk-alert-${type}`} style={style}>
      <Icon name={type} />
      <div>{title}</div>
    </div>
  );
}

type ResultProps = {
  status: Exclude<Status, 'info'>;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
};

export function Result({ status, title, subTitle, extra, style }: ResultProps) {
  return (
    <div className={`lk-result lk-result-${status}`} style={style}>
      <div className="lk-result-icon">
        {/* antd's Result warns with a triangle, its Alert with a circle. */}
        <Icon name={status === 'warning' ? 'warningTriangle' : status} />
      </div>
      {title ? <div className="lk-result-title">{title}</div> : null}
      {subTitle ? <div className="lk-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="lk-result-extra">{extra}</div> : null}
    </div>
  );
}

/** A title bar and `rows` lines shimmering while something loads. */
export function Skeleton({ rows }: { rows: number }) {
  return (
    <div className="lk-skeleton" aria-hidden="true">
      <span className="lk-skeleton-title" />
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="lk-skeleton-line" />
      ))}
    </div>
  );
}

/** antd's large Spin: four dots turning. */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className="lk-spin" role="status" aria-label={label} aria-busy="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

type SegmentedProps<T extends string> = {
  value: T;
  options: { value: T; label: string; title?: string }[];
  onChange: (value: T) => void;
  'aria-label'?: string;
};

/** A choice of a few, as antd's small Segmented: radio buttons (arrow keys move between them). */
export function Segmented<T extends string>({ value, options, onChange, 'aria-label': label }: SegmentedProps<T>) {
  const name = useId();
  return (
    <div className="lk-segmented" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label
          key={option.value}
          className={option.value === value ? 'lk-segmented-item lk-segmented-selected' : 'lk-segmented-item'}
          title={option.title}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="lk-segmented-label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
