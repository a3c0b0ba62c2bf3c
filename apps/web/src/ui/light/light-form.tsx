import {
  Children,
  cloneElement,
  createContext,
  type CSSProperties,
  type FormEvent,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

// The form of the guest pages: what they used of antd's Form (a value store, rules checked on
// change and on submit, `dependencies`, errors set from the server's answer, a disabled state), so
// that the same rules (ui/zod-rule) and the same error handling (app/use-api-errors) apply without
// antd. Fields are named by a plain string; the guest forms have no nested values.

type Values = Record<string, unknown>;
type RuleObject = { validator: (rule: unknown, value: unknown) => Promise<void> | void };
/** A rule as antd writes it: an object with a validator, or a function of the form returning one. */
export type LightRule = RuleObject | ((form: LightFormInstance) => RuleObject);

type FieldState = { rules: LightRule[]; dependencies: string[] };
type FieldRef = { readonly current: FieldState };
type FieldData = { name: string; errors?: string[]; value?: unknown };

export type LightFormInstance<T extends Values = Values> = {
  getFieldValue(name: string): unknown;
  /** Every value, as antd's getFieldsValue(true). */
  getFieldsValue(all?: true): T;
  setFieldsValue(values: Partial<T>): void;
  /** As antd's: `errors` replaces the field's errors (the server's answer), `value` its value. */
  setFields(fields: FieldData[]): void;
  /** Checks `names` (or every field): resolves with the values, rejects when one is invalid. */
  validateFields(names?: string[]): Promise<T>;
  isFieldTouched(name: string): boolean;
  resetFields(): void;
};

type Store = LightFormInstance & {
  seed(name: string, initialValue: unknown): void;
  register(name: string, field: FieldRef): () => void;
  change(name: string, value: unknown): void;
  errorsOf(name: string): string[];
  subscribe(listener: () => void): () => void;
};

const NO_ERRORS: string[] = [];

function createStore(initialValues: Values): Store {
  let values: Values = { ...initialValues };
  // The fields' own initial values (initialValue), restored by resetFields as antd does.
  const seeded: Values = {};
  const errors = new Map<string, string[]>();
  const touched = new Set<string>();
  const validated = new Set<string>();
  const fields = new Map<string, FieldRef>();
  const runs = new Map<string, number>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const setErrors = (name: string, next: string[]) => {
    const before = errors.get(name) ?? NO_ERRORS;
    if (before.length === next.length && before.every((text, index) => text === next[index])) return;
    errors.set(name, next.length ? next : NO_ERRORS);
    emit();
  };

  /** The field's errors after its rules ran; a later run of the same field wins. */
  const validate = async (name: string): Promise<string[]> => {
    const field = fields.get(name)?.current;
    if (!field) return NO_ERRORS;
    validated.add(name);
    const run = (runs.get(name) ?? 0) + 1;
    runs.set(name, run);
    const outcomes = await Promise.all(
      field.rules.map(async (rule) => {
        const { validator } = typeof rule === 'function' ? rule(store) : rule;
        try {
          await validator({}, values[name]);
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      }),
    );
    const found = [...new Set(outcomes.filter((text): text is string => text !== null))];
    if (runs.get(name) === run) setErrors(name, found);
    return found;
  };

  const store: Store = {
    getFieldValue: (name) => values[name],
    getFieldsValue: () => ({ ...values }),
    setFieldsValue: (next) => {
      values = { ...values, ...next };
      emit();
    },
    setFields: (list) => {
      for (const { name, errors: fieldErrors, value } of list) {
        if (value !== undefined) values = { ...values, [name]: value };
        if (fieldErrors) setErrors(name, fieldErrors);
      }
      emit();
    },
    validateFields: async (names) => {
      const list = names ?? [...fields.keys()];
      const found = await Promise.all(list.map(validate));
      if (found.some((texts) => texts.length > 0)) {
        throw Object.assign(new Error('invalid'), { errorFields: list.map((name, index) => ({ name, errors: found[index] })) });
      }
      return { ...values };
    },
    isFieldTouched: (name) => touched.has(name),
    resetFields: () => {
      values = { ...initialValues, ...seeded };
      errors.clear();
      touched.clear();
      validated.clear();
      emit();
    },
    seed: (name, initialValue) => {
      if (initialValue !== undefined) seeded[name] = initialValue;
      if (values[name] === undefined && initialValue !== undefined) values = { ...values, [name]: initialValue };
    },
    register: (name, field) => {
      fields.set(name, field);
      return () => {
        if (fields.get(name) === field) fields.delete(name);
      };
    },
    change: (name, value) => {
      values = { ...values, [name]: value };
      touched.add(name);
      emit();
      void validate(name);
      // As antd: a field that depends on this one is checked again once it was touched or checked.
      for (const [other, field] of fields) {
        if (field.current.dependencies.includes(name) && (touched.has(other) || validated.has(other))) void validate(other);
      }
    },
    errorsOf: (name) => errors.get(name) ?? NO_ERRORS,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The form's instance, as antd's Form.useForm() gives it. */
export function useLightForm<T extends Values>(initialValues: Partial<T> = {}): [LightFormInstance<T>] {
  const [store] = useState(() => createStore(initialValues));
  return [store as unknown as LightFormInstance<T>];
}

type FormContextValue = { store: Store; disabled: boolean; requiredMark: boolean };
const FormContext = createContext<FormContextValue | null>(null);

/** Whether the surrounding form is disabled (its buttons follow it, as in antd). */
export function useFormDisabled(): boolean {
  return useContext(FormContext)?.disabled ?? false;
}

type LightFormProps<T extends Values> = {
  form: LightFormInstance<T>;
  onFinish: (values: T) => void;
  disabled?: boolean;
  /** antd's requiredMark: false hides the asterisks. */
  requiredMark?: boolean;
  children: ReactNode;
};

export function LightForm<T extends Values>({
  form,
  onFinish,
  disabled = false,
  requiredMark = true,
  children,
}: LightFormProps<T>) {
  const store = form as unknown as Store;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.validateFields().then(
      (values) => onFinish(values as T),
      () => undefined,
    );
  };
  return (
    <FormContext.Provider value={{ store, disabled, requiredMark }}>
      <form noValidate onSubmit={submit}>
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** A field inside another's frame (the phone number's prefix and number) shows its errors there. */
const FrameContext = createContext<{ explainId: string; showErrorsOf?: string } | null>(null);

// Each store read is its server snapshot too: the guest pages are drawn ahead with the form's
// first values (prerender.tsx), which hydration reads the same way.
function useFieldErrors(store: Store | undefined, name: string | undefined): string[] {
  const errors = () => (store && name ? store.errorsOf(name) : NO_ERRORS);
  return useSyncExternalStore((listener) => store?.subscribe(listener) ?? (() => undefined), errors, errors);
}

function useFieldValue(store: Store | undefined, name: string | undefined): unknown {
  const value = () => (store && name ? store.getFieldValue(name) : undefined);
  return useSyncExternalStore((listener) => store?.subscribe(listener) ?? (() => undefined), value, value);
}

type FieldProps = {
  /** The value's name in the form; without it the field is only the frame (label, help). */
  name?: string;
  label?: ReactNode;
  rules?: LightRule[];
  dependencies?: string[];
  initialValue?: unknown;
  /** 'checked' for a checkbox. */
  valuePropName?: 'value' | 'checked';
  /** Shows the asterisk; the rules decide what is valid. */
  required?: boolean;
  /** Bound to the label when the control is not the field's own (a group). */
  htmlFor?: string;
  /** Shown under the control instead of the errors: a hint, or an error the caller keeps itself. */
  help?: ReactNode;
  /** Whether `help` is an error. */
  helpIsError?: boolean;
  extra?: ReactNode;
  /** The control only, its errors shown by the surrounding field (see showErrorsOf). */
  noStyle?: boolean;
  /** A frame without a name of its own shows the errors of this field. */
  showErrorsOf?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** Label, control, errors and hint, laid out as antd's vertical Form.Item. */
export function FormField(props: FieldProps) {
  const { name, label, rules, dependencies, initialValue, valuePropName = 'value', noStyle, showErrorsOf } = props;
  const context = useContext(FormContext);
  const frame = useContext(FrameContext);
  const store = context?.store;
  const id = props.htmlFor ?? name ?? '';

  // The store reads the field's latest rules when it checks (they close over the language).
  const field = useRef<FieldState>({ rules: rules ?? [], dependencies: dependencies ?? [] });
  useLayoutEffect(() => {
    field.current = { rules: rules ?? [], dependencies: dependencies ?? [] };
  });
  // The initial value is in the store before the first paint reads it.
  useState(() => store && name && store.seed(name, initialValue));
  useEffect(() => (store && name ? store.register(name, field) : undefined), [store, name]);

  const value = useFieldValue(store, name);
  const ownErrors = useFieldErrors(store, name ?? showErrorsOf);
  const errors = noStyle ? NO_ERRORS : ownErrors;
  const explainId = noStyle && frame ? frame.explainId : `${id}_help`;
  const extraId = `${id}_extra`;
  // A control inside a frame is described by the frame's errors when they are its own.
  const shownErrors = noStyle ? (frame?.showErrorsOf === name ? ownErrors : NO_ERRORS) : errors;
  const invalid = shownErrors.length > 0 || (props.helpIsError ?? false);
  const explain = errors.length > 0 ? errors : props.help ? [props.help] : [];
  const hasExplain = noStyle ? shownErrors.length > 0 : explain.length > 0;
  const describedBy = [hasExplain ? explainId : null, props.extra ? extraId : null].filter(Boolean).join(' ') || undefined;

  const control = Children.only(props.children);
  const child =
    isValidElement<Record<string, unknown>>(control) && name
      ? cloneElement(control, {
          id: control.props.id ?? id,
          [valuePropName]: value,
          onChange: (eventOrValue: unknown) => {
            const target = (eventOrValue as { target?: HTMLInputElement } | null)?.target;
            const next =
              target && typeof target === 'object' && 'value' in target
                ? valuePropName === 'checked'
                  ? target.checked
                  : target.value
                : eventOrValue;
            store?.change(name, next);
            (control.props.onChange as ((arg: unknown) => void) | undefined)?.(eventOrValue);
          },
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          disabled: (control.props.disabled as boolean | undefined) || context?.disabled || undefined,
        })
      : control;

  if (noStyle) return child as ReactElement;
  const required = props.required && (context?.requiredMark ?? true);
  return (
    <div className="lk-form-item" style={{ ...(explain.length > 0 || props.extra ? { marginBottom: 0 } : null), ...props.style }}>
      {label ? (
        <div className="lk-form-item-label">
          <label id={`${id}-label`} htmlFor={id} className={required ? 'lk-form-item-required' : undefined}>
            {label}
          </label>
        </div>
      ) : null}
      <FrameContext.Provider value={{ explainId, showErrorsOf }}>{child}</FrameContext.Provider>
      {explain.length > 0 ? (
        <div id={explainId} className="lk-form-item-explain">
          {explain.map((text, index) => (
            <div
              key={index}
              role={errors.length > 0 ? 'alert' : undefined}
              className={errors.length > 0 || props.helpIsError ? 'lk-form-item-explain-error' : undefined}
            >
              {text}
            </div>
          ))}
        </div>
      ) : null}
      {props.extra ? (
        <div id={extraId} className="lk-form-item-extra">
          {props.extra}
        </div>
      ) : null}
    </div>
  );
}
