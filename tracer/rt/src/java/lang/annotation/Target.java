package java.lang.annotation;

/** Indicates the contexts in which an annotation type is applicable. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Target {
    ElementType[] value();
}
