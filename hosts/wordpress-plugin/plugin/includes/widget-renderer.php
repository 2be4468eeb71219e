<?php
/**
 * One widget as HTML, shared by the shortcode and the block: the custom element with only its own
 * attributes (widgets.json), each value cleaned and escaped, in a wrapper that sets the alignment.
 * Made on the server, so kses never sees (and never strips) the element an Author placed.
 *
 * @package Showroom
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const SHOWROOM_ALIGNMENTS = array( 'wide', 'full', 'none' );

/**
 * The custom element of a widget, e.g. `<showroom-catalog category="tile-flooring"></showroom-catalog>`.
 *
 * @param string $widget     A key of widgets.json (`catalog`, `cart-button`, ...).
 * @param array  $attributes Attribute name => value; names the widget does not take are left out.
 * @return string|null Null for an unknown widget.
 */
function showroom_widget_element( $widget, $attributes ) {
	$widgets = showroom_widget_catalogue()['widgets'];
	if ( ! is_string( $widget ) || ! isset( $widgets[ $widget ] ) ) {
		return null;
	}
	$element = $widgets[ $widget ]['element'];
	$html    = '<' . $element;
	foreach ( $widgets[ $widget ]['attributes'] as $name ) {
		$value = isset( $attributes[ $name ] ) && is_scalar( $attributes[ $name ] )
			? trim( sanitize_text_field( (string) $attributes[ $name ] ) )
			: '';
		if ( '' !== $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
	}
	return $html . '></' . $element . '>';
}

/**
 * The alignment class of a wrapper: wide unless `full` or `none` was asked for.
 *
 * @param mixed $align The requested alignment.
 * @return string `alignwide`, `alignfull` or ''.
 */
function showroom_alignment_class( $align ) {
	$align = is_string( $align ) && in_array( $align, SHOWROOM_ALIGNMENTS, true ) ? $align : 'wide';
	return 'none' === $align ? '' : 'align' . $align;
}

/**
 * What a page shows for an unknown widget: nothing to visitors, the list of widgets to whoever
 * can edit it (so a typo in a shortcode is found before a visitor sees the gap).
 *
 * @param mixed $widget The widget asked for.
 * @return string
 */
function showroom_unknown_widget_notice( $widget ) {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return '';
	}
	return '<p class="showroom-notice">' . esc_html(
		sprintf(
			/* translators: 1: the widget asked for, 2: the widgets there are. */
			__( 'Showroom has no widget "%1$s". Use one of: %2$s.', 'showroom' ),
			is_scalar( $widget ) ? (string) $widget : '',
			implode( ', ', array_keys( showroom_widget_catalogue()['widgets'] ) )
		)
	) . '</p>';
}
