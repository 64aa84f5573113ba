package java.lang.annotation;

/** Indicates that an annotation type is automatically inherited by subclasses. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Inherited {
}
