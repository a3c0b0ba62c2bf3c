import { type ButtonHTMLAttributes, type CSSProperties, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Icon } from './light-icons';
import { useFormDisabled } from './light-form';
import './light.css';

// The controls of the guest pages, each the native element (labels, keyboard and autofill work as
// the browser's own) drawn like antd's. Inside a FormField they get id, value and onChange from it.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & { value?: unknown };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function TextInput({ value, className, ...rest }: InputProps) {
  return <input {...rest} className={className ? `lk-input ${className}` : 'lk-input'} value={text(value)} />;
}

/** The password with antd's eye to show it; the eye is for the mouse, as antd's (not in the tab order). */
export function PasswordInput({ value, className, style, ...rest }: InputProps) {
  const [visible, setVisible] = useState(false);
  const classes = ['lk-affix', rest['aria-invalid'] ? 'lk-invalid' : '', rest.disabled ? 'lk-disabled' : '', className ?? ''];
  return (
    <span className={classes.filter(Boolean).join(' ')} style={style}>
      <input {...rest} type={visible ? 'text' : 'password'} value={text(value)} />
      <span className="lk-affix-suffix">
        <span
          className="lk-password-toggle"
          aria-hidden="true"
          // Keeps the focus (and the caret) in the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => !rest.disabled && setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eye' : 'eyeInvisible'} />
        </span>
      </span>
    </span>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'type'> & {
  checked?: unknown;
  children?: ReactNode;
};

export function Checkbox({ checked, children, className, style, ...rest }: CheckboxProps) {
  return (
    <label className={['lk-check', rest.disabled ? 'lk-disabled' : '', className ?? ''].filter(Boolean).join(' ')} style={style}>
      <span className="lk-check-box">
        <input {...rest} type="checkbox" checked={checked === true} />
        <span className="lk-check-inner" />
      </span>
      {children ? <span className="lk-check-label">{children}</span> : null}
    </label>
  );
}

type Option = { value: string; label: string };

type RadioGroupProps = {
  id?: string;
  name?: string;
  value?: unknown;
  options: Option[];
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** Radio buttons in a row; named by the field's label. */
export function RadioGroup({ id, name, value, options, onChange, disabled, ...aria }: RadioGroupProps) {
  return (
    <div id={id} role="radiogroup" aria-labelledby={id ? `${id}-label` : undefined} className="lk-radio-group" {...aria}>
      {options.map((option) => (
        <label key={option.value} className={disabled ? 'lk-check lk-disabled' : 'lk-check'}>
          <span className="lk-check-box">
            <input
              type="radio"
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={onChange}
            />
            <span className="lk-check-inner" />
          </span>
          <span className="lk-check-label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}

type SelectProps = {
  id?: string;
  value?: unknown;
  options: Option[];
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The browser's select (its list is the system's, keyboard and touch included), drawn closed as antd's. */
export function NativeSelect({ value, options, style, ...rest }: SelectProps) {
  return (
    <span className="lk-select" style={style}>
      <select {...rest} value={text(value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="down" className="lk-select-arrow" />
    </span>
  );
}

/** Controls joined into one (Space.Compact). */
export function Compact({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className="lk-compact" style={style}>
      {children}
    </div>
  );
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  type?: 'primary' | 'default' | 'link';
  htmlType?: 'button' | 'submit';
  block?: boolean;
  loading?: boolean;
};

/** antd's Button: primary, default or link; `loading` shows the spinner and ignores clicks. */
export function Button({
  type = 'default',
  htmlType = 'button',
  block,
  loading,
  className,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const formDisabled = useFormDisabled();
  const classes = [
    'lk-btn',
    type === 'default' ? '' : `lk-btn-${type}`,
    block ? 'lk-btn-block' : '',
    loading ? 'lk-btn-loading' : '',
    className ?? '',
  ];
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || formDisabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading ? <Icon name="loading" className="lk-spin-icon" /> : null}
      {/* A span, as antd's, so that a test or a screen reader finds the same text. */}
      <span>{children}</span>
    </button>
  );
}
