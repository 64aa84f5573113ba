package java.lang.annotation;

/** Marks a constant field that may be referenced from native code. */
@Documented
@Target(ElementType.FIELD)
@Retention(RetentionPolicy.SOURCE)
public @interface Native {
}
