package java.lang.annotation;

/** Indicates that the annotated annotation type is repeatable; value is the containing type. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Repeatable {
    Class<? extends Annotation> value();
}
