<?php
/**
 * The few WordPress functions the plugin's renderer and settings call, reduced to what they do for
 * these values, so their checks run with the php CLI alone. The real WordPress runs them in the
 * site tier (test/site/).
 *
 * @package Showroom
 */

define( 'ABSPATH', __DIR__ . '/' );

$GLOBALS['showroom_test_options']  = array();
$GLOBALS['showroom_test_can_edit'] = false;
$GLOBALS['showroom_test_errors']   = array();

function __( $text ) {
	return $text;
}
function esc_html__( $text ) {
	return esc_html( $text );
}
function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}
function esc_url( $url ) {
	return htmlspecialchars( (string) $url, ENT_QUOTES, 'UTF-8' );
}
function sanitize_text_field( $text ) {
	// As wp_strip_all_tags(): script and style elements go with their content.
	$text = preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', (string) $text );
	return trim( preg_replace( '/[\r\n\t ]+/', ' ', strip_tags( $text ) ) );
}
function wp_parse_url( $url ) {
	return parse_url( $url );
}
function get_option( $name, $fallback = false ) {
	return array_key_exists( $name, $GLOBALS['showroom_test_options'] ) ? $GLOBALS['showroom_test_options'][ $name ] : $fallback;
}
function add_settings_error( $setting, $code, $message ) {
	$GLOBALS['showroom_test_errors'][] = $code . ': ' . $message;
}
function current_user_can( $capability ) {
	return 'edit_posts' === $capability && $GLOBALS['showroom_test_can_edit'];
}
function get_block_wrapper_attributes( $extra ) {
	return 'class="wp-block-showroom-widget ' . esc_attr( $extra['class'] ) . '"';
}
